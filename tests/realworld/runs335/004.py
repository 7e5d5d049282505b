"""Keras 3 port of the PyTorch CIFAR-style CNN (torchvision-like loader kept: images arrive as N,C,H,W)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
BATCH, N_CLASSES = 64, 10


def synthetic_cifar(n, rng):
    # mimics the torch Dataset: ToTensor() + Normalize -> float32 CHW
    imgs = rng.normal(size=(n, 3, 32, 32)).astype("float32")
    labels = rng.integers(0, N_CLASSES, size=(n,)).astype("int64")
    imgs[np.arange(n), labels % 3, :8, :8] += 2.0
    return imgs, labels


rng = np.random.default_rng(0)
x_train, y_train = synthetic_cifar(5000, rng)
x_val, y_val = synthetic_cifar(1000, rng)
print("train images:", x_train.shape, x_train.dtype, "labels:", y_train.shape)

train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(5000).batch(BATCH, drop_remainder=True).prefetch(2))
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(BATCH)


def conv_bn(x, filters):
    x = layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization(momentum=0.9, epsilon=1e-5)(x)
    return layers.ReLU()(x)


inputs = keras.Input(shape=x_train.shape[1:])
x = conv_bn(inputs, 32)
x = conv_bn(x, 32)
x = layers.MaxPooling2D(2)(x)
x = conv_bn(x, 64)
x = conv_bn(x, 64)
x = layers.MaxPooling2D(2)(x)
x = conv_bn(x, 128)
x = layers.MaxPooling2D(2)(x)
x = layers.Flatten()(x)
x = layers.Dense(256, activation="relu")(x)
x = layers.Dropout(0.3)(x)
outputs = layers.Dense(N_CLASSES)(x)
model = keras.Model(inputs, outputs, name="cifar_cnn")
model.summary()

model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9, nesterov=True),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
