"""Churn model: train with Keras, export with tf.saved_model.save (as in the team's TF 2.10
serving guide), then the batch-scoring job loads the SavedModel and scores new customers."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(13)
rng = np.random.default_rng(13)
EXPORT = "/home/user/project/churn_savedmodel/1"

X = rng.normal(size=(5000, 12)).astype("float32")
y = ((X[:, 0] - 0.5 * X[:, 3] + 0.3 * X[:, 7] + 0.3 * rng.normal(size=5000)) > 0).astype("float32")

model = keras.Sequential([
    keras.Input((12,), name="features"),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(X[:4000], y[:4000], validation_data=(X[4000:], y[4000:]), epochs=3, batch_size=128, verbose=2)

tf.saved_model.save(model, EXPORT)
print("exported to", EXPORT)

# ---- batch scoring job ----
scorer = tf.saved_model.load(EXPORT)
new_customers = rng.normal(size=(8, 12)).astype("float32")
probs = scorer(tf.constant(new_customers))
print("churn probabilities:", np.round(probs.numpy().ravel(), 3))
