# Port of a PyTorch training config: AdamW + cosine schedule for a small Transformer encoder classifier
import numpy as np
import keras
from keras import layers

train_args = {"learning_rate": 3e-4, "weight_decay": 0.01, "adam_beta1": 0.9, "adam_beta2": 0.999,
              "adam_epsilon": 1e-8, "num_train_epochs": 2, "per_device_train_batch_size": 32}

vocab, seqlen, d = 2000, 64, 64
inp = keras.Input(shape=(seqlen,), dtype="int32")
x = layers.Embedding(vocab, d)(inp)
att = layers.MultiHeadAttention(num_heads=4, key_dim=16)(x, x)
x = layers.LayerNormalization()(x + att)
ff = layers.Dense(128, activation="gelu")(x)
x = layers.LayerNormalization()(x + layers.Dense(d)(ff))
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(2)(x)
model = keras.Model(inp, out)
model.summary()

rng = np.random.default_rng(0)
ids = rng.integers(1, vocab, size=(1024, seqlen)).astype("int32")
labels = rng.integers(0, 2, size=(1024,))

steps = train_args["num_train_epochs"] * (len(ids) // train_args["per_device_train_batch_size"])
sched = keras.optimizers.schedules.CosineDecay(train_args["learning_rate"], decay_steps=steps)
opt = keras.optimizers.AdamW(lr=sched,
                             weight_decay=train_args["weight_decay"],
                             betas=(train_args["adam_beta1"], train_args["adam_beta2"]),
                             eps=train_args["adam_epsilon"])
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ids, labels, batch_size=train_args["per_device_train_batch_size"],
          epochs=train_args["num_train_epochs"], verbose=2)
