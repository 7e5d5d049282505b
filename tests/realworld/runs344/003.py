# Keras port of a PyTorch training script (optimizer args copied over from torch.optim.AdamW)
import numpy as np
import tensorflow as tf
import keras

cfg = dict(lr=3e-4, betas=(0.9, 0.95), eps=1e-8, weight_decay=0.1, epochs=3, batch_size=64)
print("config:", cfg)

rng = np.random.default_rng(2)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x[:, 0] * x[:, 1] > 0).astype("int64")
train_ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(cfg["batch_size"])

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dropout(0.1), keras.layers.Dense(2)])
optimizer = keras.optimizers.AdamW(learning_rate=cfg["lr"], betas=cfg["betas"], eps=cfg["eps"],
                                   weight_decay=cfg["weight_decay"])
model.compile(optimizer, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, epochs=cfg["epochs"], verbose=2)
