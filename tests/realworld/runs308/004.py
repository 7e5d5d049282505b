# Stage 1: pretrain a small encoder, save weights. Stage 2: rebuild for fine-tuning and load.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
T, C = 32, 4

def build_encoder(vocab_size, num_classes):
    inp = keras.Input((T,), dtype="int32", name="input_ids")
    h = keras.layers.Embedding(vocab_size, 64, name="tok_emb")(inp)
    h = keras.layers.Conv1D(64, 3, padding="same", activation="relu", name="conv")(h)
    h = keras.layers.GlobalMaxPooling1D(name="pool")(h)
    out = keras.layers.Dense(num_classes, name="head")(h)
    return keras.Model(inp, out, name="encoder")

rng = np.random.default_rng(3)
base_vocab = 8000
x = rng.integers(1, base_vocab, size=(2048, T)).astype("int32")
y = (x[:, :4].sum(1) % C).astype("int32")
model = build_encoder(base_vocab, C)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
model.save_weights("pretrained.weights.h5")
print("saved pretrained.weights.h5")

# fine-tuning: tokenizer extended with domain tokens
special_tokens = ["<ent>", "</ent>", "<num>", "<url>", "<user>", "<tag>"]
ft_vocab = base_vocab + len(special_tokens)
print("fine-tune vocab size:", ft_vocab)
ft_model = build_encoder(ft_vocab, C)
ft_model.load_weights("pretrained.weights.h5")
x2 = rng.integers(1, ft_vocab, size=(1024, T)).astype("int32")
y2 = (x2[:, :4].sum(1) % C).astype("int32")
ft_model.compile(optimizer=keras.optimizers.Adam(1e-4),
                 loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
ft_model.fit(x2, y2, batch_size=64, epochs=2, verbose=2)
