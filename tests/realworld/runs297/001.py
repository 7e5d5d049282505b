import os, numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

def build(vocab_size, d_model=64, num_classes=4, seq_len=64):
    inp = keras.Input((seq_len,), dtype="int32", name="input_ids")
    x = layers.Embedding(vocab_size, d_model, name="tok_emb")(inp)
    x = layers.Conv1D(d_model, 3, padding="same", activation="gelu", name="conv")(x)
    x = layers.GlobalAveragePooling1D(name="pool")(x)
    out = layers.Dense(num_classes, name="classifier")(x)
    return keras.Model(inp, out, name="textcnn")

def make_data(n, vocab, seq_len=64, num_classes=4):
    rng = np.random.default_rng(1)
    y = rng.integers(0, num_classes, n)
    x = rng.integers(10, vocab, (n, seq_len))
    x[:, :4] = y[:, None] + 1   # class marker tokens
    return x.astype("int32"), y.astype("int32")

# stage 1: pretrain on base vocab
VOCAB = 1000
x, y = make_data(2048, VOCAB)
model = build(VOCAB)
model.compile(optimizer=keras.optimizers.AdamW(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
os.makedirs("ckpt", exist_ok=True)
model.save_weights("ckpt/textcnn_pretrain.weights.h5")
print("saved ckpt/textcnn_pretrain.weights.h5")

# stage 2: fine-tune with tokenizer that has added special tokens
special_tokens = ["<cls>", "<sep>", "<mask>", "<pad2>"] + [f"<extra_{i}>" for i in range(196)]
ft_vocab = VOCAB + len(special_tokens)
print("fine-tune vocab size:", ft_vocab)
ft_model = build(ft_vocab)
ft_model.load_weights("ckpt/textcnn_pretrain.weights.h5")
ft_model.compile(optimizer=keras.optimizers.AdamW(5e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
xf, yf = make_data(1024, ft_vocab)
ft_model.fit(xf, yf, batch_size=64, epochs=2, verbose=2)
