"""ResNet-style block for CIFAR-like images, translated layer by layer from a torchvision model."""
import numpy as np
import keras
from keras import layers

def conv_bn_relu(x, filters, stride=1):
    # nn.Conv2d(in, out, kernel_size=3, stride=stride, padding=1, bias=False)
    x = layers.Conv2D(filters, kernel_size=3, strides=stride, padding=1, use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    return layers.ReLU()(x)

def basic_block(x, filters, stride=1):
    shortcut = x
    h = conv_bn_relu(x, filters, stride)
    h = layers.Conv2D(filters, 3, padding="same", use_bias=False)(h)
    h = layers.BatchNormalization()(h)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, strides=stride, use_bias=False)(shortcut)
        shortcut = layers.BatchNormalization()(shortcut)
    return layers.ReLU()(layers.Add()([h, shortcut]))

inputs = keras.Input((32, 32, 3))
x = conv_bn_relu(inputs, 32)
x = basic_block(x, 32)
x = basic_block(x, 64, stride=2)
x = layers.GlobalAveragePooling2D()(x)
outputs = layers.Dense(10)(x)
model = keras.Model(inputs, outputs, name="resnet_tiny")
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])

rng = np.random.default_rng(0)
model.fit(rng.random((512, 32, 32, 3), dtype=np.float32), rng.integers(0, 10, 512), batch_size=64, epochs=1)
