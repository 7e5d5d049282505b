"""Fine-tune a small pretrained text encoder after extending the tokenizer with special tokens."""
import os
import numpy as np
import keras
from keras import layers

BASE_VOCAB = 3000
SPECIAL_TOKENS = ["[CLS]", "[SEP]", "[MASK]", "<ent>"]
SEQ_LEN = 48
rng = np.random.default_rng(1)


class TransformerBlock(layers.Layer):
    def __init__(self, dim, heads, ff, **kw):
        super().__init__(**kw)
        self.att = layers.MultiHeadAttention(num_heads=heads, key_dim=dim // heads)
        self.ffn = keras.Sequential([layers.Dense(ff, activation="gelu"), layers.Dense(dim)])
        self.ln1 = layers.LayerNormalization(epsilon=1e-12)
        self.ln2 = layers.LayerNormalization(epsilon=1e-12)

    def call(self, x):
        x = self.ln1(x + self.att(x, x))
        return self.ln2(x + self.ffn(x))


def build_encoder(vocab_size, num_labels=None):
    inp = keras.Input(shape=(SEQ_LEN,), dtype="int32", name="input_ids")
    x = layers.Embedding(vocab_size, 64, name="word_embeddings")(inp)
    x = x + layers.Embedding(SEQ_LEN, 64, name="position_embeddings")(keras.ops.arange(SEQ_LEN))
    for i in range(2):
        x = TransformerBlock(64, 4, 128, name=f"layer_{i}")(x)
    if num_labels is None:
        out = layers.Dense(vocab_size, name="mlm_head")(x)
    else:
        x = layers.GlobalAveragePooling1D()(x)
        out = layers.Dense(num_labels, name="classifier")(x)
    return keras.Model(inp, out)


# ---- stage 1: "pretraining" checkpoint (produced earlier by the MLM job) ----
ckpt = "pretrained_encoder.weights.h5"
if not os.path.exists(ckpt):
    mlm = build_encoder(BASE_VOCAB)
    mlm.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    x = rng.integers(0, BASE_VOCAB, size=(256, SEQ_LEN)).astype("int32")
    mlm.fit(x, x, batch_size=32, epochs=1, verbose=2)
    encoder_only = keras.Model(mlm.input, mlm.get_layer("layer_1").output)
    encoder_only.save_weights(ckpt)
    print("saved", ckpt)

# ---- stage 2: fine-tuning ----
vocab_size = BASE_VOCAB + len(SPECIAL_TOKENS)
print(f"tokenizer vocab size after adding {len(SPECIAL_TOKENS)} special tokens: {vocab_size}")
clf = build_encoder(vocab_size, num_labels=3)
backbone = keras.Model(clf.input, clf.get_layer("layer_1").output)
backbone.load_weights(ckpt)
print("loaded pretrained backbone from", ckpt)

clf.compile(optimizer=keras.optimizers.Adam(3e-5),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
            metrics=["accuracy"])
x = rng.integers(0, vocab_size, size=(512, SEQ_LEN)).astype("int32")
y = rng.integers(0, 3, size=(512,))
clf.fit(x, y, batch_size=32, epochs=2, validation_split=0.1, verbose=2)
