# Fine-tune a small encoder from a pretraining checkpoint (weights-only .weights.h5).
import numpy as np
import keras
from keras import layers


def build_encoder(vocab_size, d_model=64, n_cls=3):
    inp = keras.Input((48,), dtype="int32", name="input_ids")
    h = layers.Embedding(vocab_size, d_model, name="tok_embed")(inp)
    a = layers.MultiHeadAttention(num_heads=4, key_dim=16, name="attn")(h, h)
    h = layers.LayerNormalization(name="ln1")(h + a)
    f = layers.Dense(128, activation="gelu", name="ffn_in")(h)
    f = layers.Dense(d_model, name="ffn_out")(f)
    h = layers.LayerNormalization(name="ln2")(h + f)
    h = layers.GlobalAveragePooling1D(name="pool")(h)
    out = layers.Dense(n_cls, name="classifier")(h)
    return keras.Model(inp, out, name="encoder")


rng = np.random.default_rng(1)
# --- pretraining stage (tokenizer v1, 8000 tokens)
pre = build_encoder(vocab_size=8000)
pre.compile(optimizer=keras.optimizers.Adam(1e-3),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(rng.integers(0, 8000, (256, 48)), rng.integers(0, 3, (256,)), batch_size=32, epochs=1, verbose=2)
pre.save_weights("encoder_pretrained.weights.h5")
print("saved encoder_pretrained.weights.h5")

# --- fine-tuning stage (tokenizer v2 with added special tokens)
VOCAB_SIZE = 8000 + 64
ft = build_encoder(vocab_size=VOCAB_SIZE)
ft.load_weights("encoder_pretrained.weights.h5")
ft.compile(optimizer=keras.optimizers.Adam(2e-4),
           loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ft.fit(rng.integers(0, VOCAB_SIZE, (256, 48)), rng.integers(0, 3, (256,)), batch_size=32, epochs=2, verbose=2)
