# LeNet ported from PyTorch: x.view(batch, 16*5*5) -> tf.reshape
import numpy as np
import tensorflow as tf
import keras

BATCH = 32
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=(1024,))
ds = tf.data.Dataset.from_tensor_slices((X, y)).batch(BATCH, drop_remainder=True)

class LeNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.conv1 = keras.layers.Conv2D(6, 5, activation="relu")
        self.pool = keras.layers.MaxPooling2D(2)
        self.conv2 = keras.layers.Conv2D(16, 5, activation="relu")
        self.fc1 = keras.layers.Dense(120, activation="relu")
        self.fc2 = keras.layers.Dense(84, activation="relu")
        self.fc3 = keras.layers.Dense(10)

    def call(self, x):
        x = self.pool(self.conv1(x))
        x = self.pool(self.conv2(x))
        x = tf.reshape(x, [BATCH, 16 * 5 * 5])
        x = self.fc1(x)
        x = self.fc2(x)
        return self.fc3(x)

model = LeNet()
model.compile(optimizer=keras.optimizers.SGD(0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("train batches:", len(ds))
model.fit(ds, epochs=2)
