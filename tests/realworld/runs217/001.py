# LeNet-style CNN ported from a PyTorch nn.Module (x.view(-1, 16*5*5) -> ops.reshape)
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

class LeNet(keras.Model):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = layers.Conv2D(6, 5, activation="relu")
        self.pool = layers.MaxPooling2D(2)
        self.conv2 = layers.Conv2D(16, 5, activation="relu")
        self.fc1 = layers.Dense(120, activation="relu")
        self.fc2 = layers.Dense(84, activation="relu")
        self.fc3 = layers.Dense(num_classes)

    def call(self, x):
        x = self.pool(self.conv1(x))
        x = self.pool(self.conv2(x))
        x = ops.reshape(x, (-1, 16 * 5 * 5))
        x = self.fc1(x)
        x = self.fc2(x)
        return self.fc3(x)

rng = np.random.default_rng(0)
x_train = rng.random((2048, 28, 28, 1), dtype=np.float32)
y_train = rng.integers(0, 10, size=(2048,))
train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE))

model = LeNet()
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("train batches:", len(train_ds))
model.fit(train_ds, epochs=2, verbose=2)
