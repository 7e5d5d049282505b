"""Build a small BERT-style encoder in Keras from a Hugging Face style config.json and fine-tune it
on a toy sentiment task."""
import json, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CFG_PATH = "/home/user/project/001_config.json"
os.makedirs("/home/user/project", exist_ok=True)
# config exported from the PyTorch side of the project (DistilBERT-like naming)
with open(CFG_PATH, "w") as f:
    json.dump({
        "model_type": "distilbert",
        "vocab_size": 2000,
        "dim": 64,
        "n_layers": 2,
        "n_heads": 4,
        "hidden_dim": 128,
        "dropout": 0.1,
        "attention_dropout": 0.1,
        "max_position_embeddings": 64,
        "pad_token_id": 0,
    }, f, indent=2)

with open(CFG_PATH) as f:
    config = json.load(f)
print("loaded config:", config)


def encoder_block(x, mask, cfg):
    attn = layers.MultiHeadAttention(num_heads=cfg["num_attention_heads"],
                                     key_dim=cfg["hidden_size"] // cfg["num_attention_heads"],
                                     dropout=cfg["attention_probs_dropout_prob"])
    h = attn(x, x, attention_mask=mask)
    x = layers.LayerNormalization(epsilon=1e-12)(x + h)
    f = layers.Dense(cfg["intermediate_size"], activation="gelu")(x)
    f = layers.Dense(cfg["hidden_size"])(f)
    f = layers.Dropout(cfg["hidden_dropout_prob"])(f)
    return layers.LayerNormalization(epsilon=1e-12)(x + f)


def build_model(cfg, seq_len=32):
    ids = keras.Input((seq_len,), dtype="int32", name="input_ids")
    am = keras.Input((seq_len,), dtype="int32", name="attention_mask")
    x = layers.Embedding(cfg["vocab_size"], cfg.get("hidden_size", cfg.get("dim")))(ids)
    mask = layers.Lambda(lambda m: tf.cast(m[:, None, :], tf.bool))(am)
    for _ in range(cfg.get("num_hidden_layers", cfg.get("n_layers"))):
        x = encoder_block(x, mask, cfg)
    x = layers.GlobalAveragePooling1D()(x)
    out = layers.Dense(2)(x)
    return keras.Model({"input_ids": ids, "attention_mask": am}, out)


rng = np.random.default_rng(0)
ids = rng.integers(1, 2000, size=(256, 32)).astype("int32")
am = np.ones_like(ids)
y = (ids[:, 0] % 2).astype("int32")

model = build_model(config)
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": am}, y, batch_size=32, epochs=2, verbose=2)
