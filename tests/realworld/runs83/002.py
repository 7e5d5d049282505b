# Bag-of-words classifier on tf.sparse inputs, hand-written tf.Module
import numpy as np
import tensorflow as tf

VOCAB_SIZE = 4096   # from model config
rng = np.random.default_rng(1)

# vectorizer output (built by the preprocessing job with its own vocab)
vocab = [f"tok{i}" for i in range(5000)]
docs = [rng.integers(0, len(vocab), size=rng.integers(5, 40)) for _ in range(256)]
labels = rng.integers(0, 2, size=256).astype("float32")

def to_sparse(batch_docs):
    idx, vals = [], []
    for r, d in enumerate(batch_docs):
        for c in np.unique(d):
            idx.append([r, c]); vals.append(float((d == c).sum()))
    return tf.sparse.SparseTensor(indices=np.array(idx, dtype="int64"),
                                  values=np.array(vals, dtype="float32"),
                                  dense_shape=[len(batch_docs), len(vocab)])

class BowClassifier(tf.Module):
    def __init__(self, vocab_size, hidden=64):
        super().__init__()
        self.w1 = tf.Variable(tf.random.normal([vocab_size, hidden], stddev=0.02), name="w1")
        self.b1 = tf.Variable(tf.zeros([hidden]), name="b1")
        self.w2 = tf.Variable(tf.random.normal([hidden, 1], stddev=0.02), name="w2")

    def __call__(self, sp):
        h = tf.nn.relu(tf.sparse.sparse_dense_matmul(sp, self.w1) + self.b1)
        return tf.squeeze(h @ self.w2, -1)

model = BowClassifier(VOCAB_SIZE)
opt = tf.keras.optimizers.SGD(0.1)

for step in range(0, 256, 32):
    sp = to_sparse(docs[step:step + 32])
    yb = labels[step:step + 32]
    with tf.GradientTape() as tape:
        logits = model(sp)
        loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(yb, logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    print("step", step // 32, "loss", float(loss))
