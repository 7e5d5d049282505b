"""Sentiment classifier: train, save weights, then reload for evaluation in a fresh model (predict.py part)."""
import collections
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(4)
rng = np.random.default_rng(4)

POS = ["good", "great", "excellent", "love", "nice", "fun", "wonderful", "best"]
NEG = ["bad", "awful", "boring", "hate", "poor", "worst", "dull", "terrible"]
FILLER = [f"w{i}" for i in range(3000)]
MAXLEN = 32


def make_corpus(n):
    texts, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(FILLER, size=rng.integers(8, 30)))
        for _ in range(3):
            words.insert(int(rng.integers(0, len(words))), str(rng.choice(POS if lab else NEG)))
        texts.append(" ".join(words)); labels.append(lab)
    return texts, np.array(labels, dtype="int32")


def build_vocab(texts, min_freq=2):
    counts = collections.Counter(w for t in texts for w in t.split())
    vocab = ["<pad>", "<unk>"] + sorted(w for w, c in counts.items() if c >= min_freq)
    return {w: i for i, w in enumerate(vocab)}


def encode(texts, vocab):
    ids = np.zeros((len(texts), MAXLEN), dtype="int32")
    for i, t in enumerate(texts):
        toks = [vocab.get(w, 1) for w in t.split()][:MAXLEN]
        ids[i, :len(toks)] = toks
    return ids


def build_model(vocab_size):
    return keras.Sequential([
        keras.Input((MAXLEN,), dtype="int32"),
        keras.layers.Embedding(vocab_size, 64, mask_zero=True),
        keras.layers.Bidirectional(keras.layers.GRU(32)),
        keras.layers.Dense(1),
    ])


# ---- train.py
train_texts, train_labels = make_corpus(4000)
vocab = build_vocab(train_texts)
print(f"vocab size (train): {len(vocab)}")
train_ds = tf.data.Dataset.from_tensor_slices((encode(train_texts, vocab), train_labels)).shuffle(4000).batch(64)
model = build_model(len(vocab))
model.compile(keras.optimizers.Adam(2e-3), keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
model.fit(train_ds, epochs=2, verbose=2)
model.save_weights("sentiment.weights.h5")
print("saved sentiment.weights.h5")

# ---- predict.py: rebuild the tokenizer from the evaluation data and reload the trained weights
eval_texts, eval_labels = make_corpus(1000)
eval_vocab = build_vocab(eval_texts)
print(f"vocab size (eval): {len(eval_vocab)}")
clf = build_model(len(eval_vocab))
clf.load_weights("sentiment.weights.h5")
logits = clf.predict(encode(eval_texts, eval_vocab), batch_size=256, verbose=0)
print("eval accuracy:", float(np.mean((logits[:, 0] > 0).astype("int32") == eval_labels)))
