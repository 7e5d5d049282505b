# Port of "freeze the backbone, train the head" from PyTorch (requires_grad=False on backbone).
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(8)
N, D, C = 3000, 32, 3
centers = rng.normal(0, 2, size=(C, D))
labels = rng.integers(0, C, N).astype("int32")
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")
backbone = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"),
                             layers.Dense(64, activation="relu")], name="backbone")
head = layers.Dense(C, name="head")
inp = keras.Input((D,))
model = keras.Model(inp, head(backbone(inp)))
# freeze the backbone
for layer in model.layers:
    layer.trainable = False
print("trainable params:", sum(int(np.prod(v.shape)) for v in model.trainable_variables))
ds = tf.data.Dataset.from_tensor_slices((feats, labels)).shuffle(N, seed=0).batch(64)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=6, verbose=2)
