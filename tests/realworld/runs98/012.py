"""Fine-tune: reload backbone weights saved by last week's run, after adding a
BatchNorm + extra hidden layer to the body (the architecture in models.py changed in between)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(12)
x = rng.normal(size=(600, 20)).astype("float32")
y = rng.integers(0, 3, size=(600,)).astype("int32")


def build_v1():
    return keras.Sequential([
        keras.Input(shape=(20,)),
        layers.Dense(64, activation="relu", name="fc1"),
        layers.Dense(64, activation="relu", name="fc2"),
        layers.Dense(3, activation="softmax", name="head"),
    ], name="mlp")


def build_v2():
    return keras.Sequential([
        keras.Input(shape=(20,)),
        layers.Dense(64, activation="relu", name="fc1"),
        layers.Dense(64, name="fc2"),
        layers.BatchNormalization(name="bn2"),
        layers.Activation("relu"),
        layers.Dense(32, activation="relu", name="fc3"),
        layers.Dense(3, activation="softmax", name="head"),
    ], name="mlp")


# --- last week's run ---
m1 = build_v1()
m1.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
m1.fit(x, y, epochs=2, batch_size=32, verbose=2)
m1.save("/home/user/project/012_mlp_best.h5")   # legacy HDF5 checkpoint, what the old callback wrote
print("saved /home/user/project/012_mlp_best.h5")

# --- this week's fine-tune script ---
m2 = build_v2()
m2.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
m2.load_weights("/home/user/project/012_mlp_best.h5")
m2.fit(x, y, epochs=2, batch_size=32, verbose=2)
