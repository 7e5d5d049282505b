"""Train a GRU tagger; optimizer / schedule settings read from the training config of the PyTorch run."""
import json
import numpy as np
import tensorflow as tf
import keras
from keras import layers

TRAIN_CONFIG = json.loads("""
{
  "model": {"vocab_size": 4000, "hidden": 96, "num_tags": 9},
  "data": {"max_len": 40, "batch_size": 32},
  "optimizer": {"lr": 5e-4, "betas": [0.9, 0.98], "eps": 1e-8, "weight_decay": 0.01},
  "epochs": 3
}
""")
print("config:", json.dumps(TRAIN_CONFIG))

mcfg, dcfg = TRAIN_CONFIG["model"], TRAIN_CONFIG["data"]
rng = np.random.default_rng(5)
n = 2000
lengths = rng.integers(5, dcfg["max_len"], size=n)
tokens = [rng.integers(1, mcfg["vocab_size"], size=l) for l in lengths]
tags = [t % mcfg["num_tags"] for t in tokens]


def gen():
    for t, g in zip(tokens, tags):
        yield t.astype("int32"), g.astype("int32")


ds = (tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec([None], tf.int32),
                                                            tf.TensorSpec([None], tf.int32)))
      .shuffle(n)
      .padded_batch(dcfg["batch_size"], padded_shapes=([dcfg["max_len"]], [dcfg["max_len"]]))
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input((dcfg["max_len"],), dtype="int32"),
    layers.Embedding(mcfg["vocab_size"], 64, mask_zero=True),
    layers.Bidirectional(layers.GRU(mcfg["hidden"], return_sequences=True)),
    layers.Dense(mcfg["num_tags"]),
])
optimizer = keras.optimizers.AdamW(**TRAIN_CONFIG["optimizer"])
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=TRAIN_CONFIG["epochs"], verbose=2)
