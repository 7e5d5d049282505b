"""Continue training a small GRU language-model classifier from a pretraining checkpoint.
Stage 1 (pretrain) saves weights; stage 2 adds two special tokens to the tokenizer and loads them."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

SEQ, CLASSES = 32, 3
rng = np.random.default_rng(0)

def build(vocab_size):
    inp = keras.Input(shape=(SEQ,), dtype="int32")
    x = layers.Embedding(vocab_size, 48, name="embed")(inp)
    x = layers.GRU(64, name="gru")(x)
    x = layers.Dense(64, activation="relu", name="proj")(x)
    out = layers.Dense(CLASSES, name="cls")(x)
    return keras.Model(inp, out)

def data(vocab_size, n):
    ids = rng.integers(1, vocab_size, size=(n, SEQ)).astype("int32")
    y = (ids[:, 0] % CLASSES).astype("int32")
    return tf.data.Dataset.from_tensor_slices((ids, y)).shuffle(n, seed=0).batch(64)

# ---- stage 1: pretrain ----
vocab = 3000
pre = build(vocab)
pre.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
            metrics=["accuracy"])
pre.fit(data(vocab, 2048), epochs=1, verbose=2)
pre.save_weights("pretrain_008.weights.h5")
print("saved pretrain_008.weights.h5")

# ---- stage 2: fine-tune ----
special_tokens = ["<sep>", "<cls>"]
ft_vocab = vocab + len(special_tokens)
print("tokenizer vocab size:", ft_vocab)
model = build(ft_vocab)
model.load_weights("pretrain_008.weights.h5")
model.compile(optimizer=keras.optimizers.Adam(2e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(data(ft_vocab, 2048), epochs=2, verbose=2)
