# Resume fine-tuning from the last epoch's weights after adding BatchNorm to the head
import numpy as np
import keras
from keras import layers

D = 48
rng = np.random.default_rng(0)
x = rng.normal(size=(800, D)).astype("float32")
y = (x[:, :6].sum(1) > 0).astype("float32")

def head_v1():
    return keras.Sequential([keras.Input((D,)),
                             layers.Dense(128, activation="relu", name="fc1"),
                             layers.Dense(64, activation="relu", name="fc2"),
                             layers.Dense(1, activation="sigmoid", name="out")])

m1 = head_v1()
m1.compile("adam", "binary_crossentropy", metrics=["accuracy"])
m1.fit(x, y, epochs=2, batch_size=32, verbose=2)
m1.save_weights("head_epoch2.weights.h5")

# v2 of the model file (after code review): BatchNorm after fc1
def head_v2():
    return keras.Sequential([keras.Input((D,)),
                             layers.Dense(128, name="fc1"),
                             layers.BatchNormalization(name="bn1"),
                             layers.Activation("relu"),
                             layers.Dense(64, activation="relu", name="fc2"),
                             layers.Dense(1, activation="sigmoid", name="out")])

m2 = head_v2()
m2.compile("adam", "binary_crossentropy", metrics=["accuracy"])
m2.load_weights("head_epoch2.weights.h5")
m2.fit(x, y, epochs=3, batch_size=32, verbose=2)
