"""Train a small MLP classifier, save weights, then rebuild from config and reload for evaluation."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CFG_TRAIN = {"hidden_size": 64, "num_layers": 2, "num_labels": 5, "dropout": 0.1}
CFG_EVAL = {"hidden_size": 128, "num_layers": 2, "num_labels": 5, "dropout": 0.1}


def build_model(cfg, in_dim=32):
    inp = keras.Input(shape=(in_dim,), name="features")
    x = inp
    for i in range(cfg["num_layers"]):
        x = layers.Dense(cfg["hidden_size"], activation="gelu", name=f"encoder_{i}")(x)
        x = layers.Dropout(cfg["dropout"])(x)
    out = layers.Dense(cfg["num_labels"], name="classifier")(x)
    return keras.Model(inp, out, name="mlp_classifier")


rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype("float32")
W = rng.normal(size=(32, 5)).astype("float32")
y = np.argmax(X @ W, axis=1)
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE)

model = build_model(CFG_TRAIN)
model.compile(optimizer=keras.optimizers.AdamW(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)
model.save_weights("mlp_classifier.weights.h5")
print("saved weights to mlp_classifier.weights.h5")

eval_model = build_model(CFG_EVAL)
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
eval_model.load_weights("mlp_classifier.weights.h5")
print(eval_model.evaluate(ds, verbose=2))
