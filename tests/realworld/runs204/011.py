# ResNet-style block ported from PyTorch: nn.Conv2d(c, c, 3, stride=1, padding=1)
import numpy as np
import keras
from keras import layers

def basic_block(x, filters, stride=1):
    shortcut = x
    x = layers.Conv2D(filters, 3, strides=stride, padding=1, use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    x = layers.ReLU()(x)
    x = layers.Conv2D(filters, 3, strides=1, padding=1, use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, strides=stride, use_bias=False)(shortcut)
        shortcut = layers.BatchNormalization()(shortcut)
    return layers.ReLU()(x + shortcut)

inp = keras.Input(shape=(32, 32, 3))
x = layers.Conv2D(16, 3, padding="same")(inp)
x = basic_block(x, 16)
x = basic_block(x, 32, stride=2)
x = layers.GlobalAveragePooling2D()(x)
out = layers.Dense(10)(x)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(np.random.rand(256, 32, 32, 3), np.random.randint(0, 10, 256), epochs=1, batch_size=32)
