# Port of a PyTorch fine-tuning script: MLP classifier on tabular features, AdamW + linear warmup.
import numpy as np
import tensorflow as tf
import keras

cfg = dict(lr=3e-4, weight_decay=0.01, betas=(0.9, 0.999), eps=1e-8, epochs=5, batch_size=64)
print("config:", cfg)

rng = np.random.default_rng(42)
x = rng.normal(size=(2000, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int64")
train = tf.data.Dataset.from_tensor_slices((x[:1600], y[:1600])).shuffle(1600).batch(cfg["batch_size"])
val = tf.data.Dataset.from_tensor_slices((x[1600:], y[1600:])).batch(cfg["batch_size"])

model = keras.Sequential([
    keras.Input((32,)),
    keras.layers.Dense(128, activation="gelu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(128, activation="gelu"),
    keras.layers.Dense(2),
])
model.summary()

# torch.optim.AdamW(model.parameters(), lr=..., betas=..., eps=..., weight_decay=...)
optimizer = keras.optimizers.AdamW(lr=cfg["lr"], betas=cfg["betas"], eps=cfg["eps"],
                                   weight_decay=cfg["weight_decay"])
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=cfg["epochs"], verbose=2)
