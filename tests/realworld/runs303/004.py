# Evaluate the pretrained tabular classifier after porting the model builder to a shared config
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
r = np.random.default_rng(0)
W_true = r.normal(size=(20, 5))

def make_data(n, seed):
    g = np.random.default_rng(seed)
    x = g.normal(size=(n, 20)).astype("float32")
    y = np.argmax(np.tanh(x @ W_true) + 0.1 * g.normal(size=(n, 5)), 1)
    return x, y

def build_model(hidden):
    return keras.Sequential([
        keras.Input((20,)),
        layers.Dense(hidden, activation="relu", name="fc1"),
        layers.Dense(hidden, activation="relu", name="fc2"),
        layers.Dense(5, name="classifier"),
    ])

ckpt = "pretrained_tabular.weights.h5"
if not os.path.exists(ckpt):
    # stage 1 (pretraining job): hidden=256
    x, y = make_data(8000, seed=1)
    m = build_model(256)
    m.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    m.fit(x, y, batch_size=128, epochs=8, verbose=2)
    m.save_weights(ckpt)
    print("saved", ckpt)

# stage 2: evaluation job, model built from the new config
config = {"hidden_size": 128, "batch_size": 256}
model = build_model(config["hidden_size"])
model.load_weights(ckpt, skip_mismatch=True)
print("loaded weights from", ckpt)
model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
x_test, y_test = make_data(2000, seed=2)
loss, acc = model.evaluate(x_test, y_test, batch_size=config["batch_size"], verbose=2)
print(f"test_loss={loss:.4f} test_acc={acc:.4f}")
