"""CIFAR-style CNN ported from a PyTorch training script.
Data comes from the old torch pipeline dump (N, C, H, W)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
# arrays exported from the torch DataLoader: images are (N, 3, 32, 32), like torchvision.ToTensor() gives
images = rng.random((512, 3, 32, 32), dtype=np.float32)
labels = rng.integers(0, 10, size=(512,))

def build_model(input_shape=images.shape[1:], num_classes=10):
    inputs = keras.Input(shape=input_shape)
    x = layers.Conv2D(32, 3, activation="relu")(inputs)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Conv2D(64, 3, activation="relu")(x)
    x = layers.MaxPooling2D(2)(x)
    x = layers.Flatten()(x)
    x = layers.Dense(128, activation="relu")(x)
    outputs = layers.Dense(num_classes)(x)
    return keras.Model(inputs, outputs, name="small_cnn")

model = build_model()
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(images, labels, batch_size=64, epochs=2)
