"""VGG-style block ported from a PyTorch model definition:
nn.Conv2d(in, out, kernel_size=3, padding=1), nn.MaxPool2d(kernel_size=2, stride=2)"""
import numpy as np
import keras
from keras import layers

CFG = {"channels": [32, 64, 128], "kernel_size": 3, "padding": "same",
       "pool": {"kernel_size": 2, "stride": 2}, "num_classes": 5}


def vgg_block(x, ch):
    x = layers.Conv2D(ch, CFG["kernel_size"], padding=CFG["padding"])(x)
    x = layers.BatchNormalization()(x)
    x = layers.ReLU()(x)
    return layers.MaxPooling2D(**CFG["pool"])(x)


inputs = keras.Input((64, 64, 3))
x = inputs
for ch in CFG["channels"]:
    x = vgg_block(x, ch)
x = layers.GlobalAveragePooling2D()(x)
outputs = layers.Dense(CFG["num_classes"])(x)
model = keras.Model(inputs, outputs, name="vgg_tiny")
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

rng = np.random.default_rng(0)
x = rng.random((256, 64, 64, 3), dtype=np.float32)
y = rng.integers(0, CFG["num_classes"], 256)
model.fit(x, y, batch_size=32, epochs=2)
