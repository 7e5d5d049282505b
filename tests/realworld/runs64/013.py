# Keras port of a torch CNN: layers are built eagerly with the torch in_features so the
# converted torch weights can be assigned before the first call.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

class SmallCNN(keras.Model):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = layers.Conv2D(32, 3, padding="same", activation="relu")
        self.pool = layers.MaxPooling2D(2)
        self.conv2 = layers.Conv2D(64, 3, padding="same", activation="relu")
        self.flatten = layers.Flatten()
        self.fc1 = layers.Dense(128, activation="relu")
        self.fc2 = layers.Dense(num_classes)
        # torch: nn.Linear(64 * 7 * 7, 128) for 28x28 MNIST
        self.fc1.build((None, 64 * 7 * 7))
        self.fc2.build((None, 128))

    def call(self, x):
        x = self.pool(self.conv1(x))
        x = self.pool(self.conv2(x))
        return self.fc2(self.fc1(self.flatten(x)))

# dataset was switched to 32x32 CIFAR-style images
x = np.random.rand(512, 32, 32, 3).astype("float32")
y = np.random.randint(0, 10, 512)
model = SmallCNN()
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2)
