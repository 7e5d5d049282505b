"""AlexNet-style CNN for 64px texture patches (ported from a torch model that uses
nn.LocalResponseNorm).  Trained with bfloat16 autocast on the Sapphire Rapids box.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_bfloat16")


class LocalResponseNorm(layers.Layer):
    """torch.nn.LocalResponseNorm(size=5, alpha=1e-4, beta=0.75, k=2.0)."""

    def __init__(self, size=5, alpha=1e-4, beta=0.75, k=2.0, **kw):
        super().__init__(**kw)
        self.size, self.alpha, self.beta, self.k = size, alpha, beta, k

    def call(self, x):
        return tf.nn.local_response_normalization(x, depth_radius=self.size // 2, bias=self.k,
                                                  alpha=self.alpha / self.size, beta=self.beta)


def alexnet_small(num_classes):
    return keras.Sequential([
        keras.Input((64, 64, 3)),
        layers.Conv2D(48, 7, strides=2, padding="same", activation="relu"),
        LocalResponseNorm(),
        layers.MaxPooling2D(3, 2),
        layers.Conv2D(96, 5, padding="same", activation="relu"),
        LocalResponseNorm(),
        layers.MaxPooling2D(3, 2),
        layers.Conv2D(128, 3, padding="same", activation="relu"),
        layers.GlobalAveragePooling2D(),
        layers.Dropout(0.5),
        layers.Dense(num_classes, dtype="float32"),
    ], name="alexnet_small")


rng = np.random.default_rng(18)
x = rng.uniform(0, 1, size=(512, 64, 64, 3)).astype("float32")
y = rng.integers(0, 8, size=512)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

model = alexnet_small(8)
model.compile(keras.optimizers.SGD(0.01, momentum=0.9),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)
