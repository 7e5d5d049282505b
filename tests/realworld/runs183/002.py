"""Port of a PyTorch CIFAR-style classifier to Keras 3.

The data loader was kept from the PyTorch project (torchvision-style ToTensor layout:
N, C, H, W), the model was rewritten with keras.layers.
"""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)

# --- data: same preprocessing as the torch version (ToTensor + Normalize) ---
def load_batches(n=512):
    rng = np.random.default_rng(0)
    imgs = rng.integers(0, 256, size=(n, 32, 32, 3), dtype=np.uint8)
    labels = rng.integers(0, 10, size=(n,))
    x = imgs.astype("float32") / 255.0
    x = (x - 0.5) / 0.5
    x = np.transpose(x, (0, 3, 1, 2))  # HWC -> CHW, as torchvision ToTensor does
    return x, labels

x_train, y_train = load_batches()
print("train images:", x_train.shape, "labels:", y_train.shape)

# --- model: nn.Conv2d(3,32,3) -> ReLU -> MaxPool2d(2) -> ... ---
inputs = keras.Input(shape=x_train.shape[1:])
x = layers.Conv2D(32, 3, activation="relu")(inputs)
x = layers.MaxPooling2D(2)(x)
x = layers.Conv2D(64, 3, activation="relu")(x)
x = layers.MaxPooling2D(2)(x)
x = layers.Conv2D(64, 3, activation="relu")(x)
x = layers.Flatten()(x)
x = layers.Dense(64, activation="relu")(x)
outputs = layers.Dense(10)(x)
model = keras.Model(inputs, outputs, name="cifar_net")

model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=32, epochs=2)
