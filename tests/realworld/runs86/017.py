# Torch CIFAR-style classifier ported to Keras 3: NCHW arrays from the torch loader are transposed in tf.data.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 1200
y = rng.integers(0, 3, size=N)
x = rng.random((N, 3, 32, 32), dtype=np.float32) * 0.3
for c in range(3):
    x[y == c, c] += 0.5                     # class = dominant colour channel
print("torch loader layout:", x.shape)

def to_nhwc(img, label):
    return tf.transpose(img, [1, 2, 0]), label

train = tf.data.Dataset.from_tensor_slices((x[:1000], y[:1000])).shuffle(1000).map(to_nhwc).batch(64)
val = tf.data.Dataset.from_tensor_slices((x[1000:], y[1000:])).map(to_nhwc).batch(64)
print("element_spec:", train.element_spec)

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(3),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)
print("final eval:", model.evaluate(val, verbose=0))
