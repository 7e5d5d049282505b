"""Hyper-parameter search for a small Keras classifier with scikit-learn's
GridSearchCV (the recipe from 'Hands-on ML', 2nd edition)."""
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras.wrappers.scikit_learn import KerasClassifier
from sklearn.model_selection import GridSearchCV

print("TensorFlow", tf.__version__, "| Keras", keras.__version__)

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 20)).astype("float32")
y = (X[:, :5].sum(axis=1) > 0).astype("int32")


def build_model(n_hidden=1, n_neurons=32, learning_rate=1e-3):
    model = keras.Sequential([keras.Input((20,))])
    for _ in range(n_hidden):
        model.add(keras.layers.Dense(n_neurons, activation="relu"))
    model.add(keras.layers.Dense(1, activation="sigmoid"))
    model.compile(optimizer=keras.optimizers.Adam(learning_rate),
                  loss="binary_crossentropy", metrics=["accuracy"])
    return model


clf = KerasClassifier(build_fn=build_model, epochs=10, batch_size=32, verbose=0)
grid = GridSearchCV(clf, {"n_hidden": [1, 2], "n_neurons": [16, 64],
                          "learning_rate": [1e-3, 3e-3]}, cv=3, n_jobs=1)
grid.fit(X, y)
print("best params:", grid.best_params_, "best cv acc:", grid.best_score_)
