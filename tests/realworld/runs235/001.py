# Port of a PyTorch LeNet-style CNN (torch: x.view(-1, 16*5*5)) to Keras 3
import numpy as np, tensorflow as tf, keras
from keras import layers

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
        x = tf.reshape(x, (-1, 16 * 5 * 5))
        x = self.fc1(x)
        x = self.fc2(x)
        return self.fc3(x)

rng = np.random.default_rng(0)
x = rng.normal(size=(512, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, size=(512,))
print("train images", x.shape, "labels", y.shape)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(512).batch(64)
model = LeNet()
model.compile(optimizer=keras.optimizers.SGD(0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2)
