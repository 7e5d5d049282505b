# ViT-tiny style patch classifier; optimiser settings copied from the PyTorch training config.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

train_cfg = {"lr": 3e-4, "betas": (0.9, 0.98), "eps": 1e-8, "weight_decay": 0.05}

rng = np.random.default_rng(4)
x = rng.normal(size=(1024, 32, 32, 3)).astype("float32")
y = rng.integers(0, 10, size=(1024,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024, seed=0).batch(64).prefetch(2)

inp = keras.Input(shape=(32, 32, 3))
h = keras.layers.Conv2D(64, 8, strides=8)(inp)            # 4x4 patches
h = keras.layers.Reshape((16, 64))(h)
a = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = keras.layers.LayerNormalization()(h + a)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(10)(h)
model = keras.Model(inp, out)
print("params:", model.count_params())

optimizer = keras.optimizers.AdamW(**train_cfg)
model.compile(optimizer=optimizer, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
