"""CIFAR-style small ResNet on generated images; schedule ported from the PyTorch recipe
(SGD momentum 0.9, lr 0.1, StepLR(step_size=1, gamma=0.5))."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

rng = np.random.default_rng(0)
N, S, C = 4096, 16, 5
y = rng.integers(0, C, size=N).astype("int32")
proto = rng.normal(size=(C, S, S, 3)).astype("float32")
x = (proto[y] * 0.6 + rng.normal(size=(N, S, S, 3))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(3584, seed=0).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(256)

def block(h, filters):
    s = h
    h = layers.Conv2D(filters, 3, padding="same", use_bias=False)(h)
    h = layers.BatchNormalization()(h)
    h = layers.ReLU()(h)
    h = layers.Conv2D(filters, 3, padding="same", use_bias=False)(h)
    h = layers.BatchNormalization()(h)
    if s.shape[-1] != filters:
        s = layers.Conv2D(filters, 1, use_bias=False)(s)
    return layers.ReLU()(h + s)

inp = keras.Input(shape=(S, S, 3))
h = layers.Conv2D(16, 3, padding="same")(inp)
h = block(h, 16)
h = layers.MaxPooling2D()(h)
h = block(h, 32)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(C)(h)
model = keras.Model(inp, out)

# torch: StepLR(optimizer, step_size=1, gamma=0.5)
lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=0.1, decay_steps=1, decay_rate=0.5, staircase=True)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr_schedule, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
