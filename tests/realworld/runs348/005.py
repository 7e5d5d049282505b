# MLP classifier ported from PyTorch (model returns raw logits, loss was F.cross_entropy).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(4)
N, D, C = 6000, 32, 10
rng = np.random.default_rng(4)
centers = rng.normal(scale=2.0, size=(C, D)).astype("float32")
y = rng.integers(0, C, size=N)
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
x_tr, y_tr, x_va, y_va = x[:5000], y[:5000], x[5000:], y[5000:]

class MLP(keras.Model):
    def __init__(self):
        super().__init__()
        self.fc1 = keras.layers.Dense(128, activation="relu")
        self.fc2 = keras.layers.Dense(128, activation="relu")
        self.fc3 = keras.layers.Dense(C)

    def call(self, x, training=False):
        return self.fc3(self.fc2(self.fc1(x)))

model = MLP()
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.05, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(),
              metrics=["accuracy"])
train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(5000, seed=4).batch(100)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(500)
model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2)
