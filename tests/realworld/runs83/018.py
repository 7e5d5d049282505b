# Retrieval eval: recall@10 of a dual encoder over the full corpus
import numpy as np
import tensorflow as tf
import keras

N_QUERIES, N_DOCS, DIM = 120_000, 300_000, 64
rng = np.random.default_rng(0)
q_feats = rng.normal(size=(N_QUERIES, 32)).astype("float32")
d_feats = rng.normal(size=(N_DOCS, 32)).astype("float32")
gold = rng.integers(0, N_DOCS, size=N_QUERIES)

q_enc = keras.Sequential([keras.Input((32,)), keras.layers.Dense(DIM)])
d_enc = keras.Sequential([keras.Input((32,)), keras.layers.Dense(DIM)])

q_emb = tf.math.l2_normalize(q_enc.predict(q_feats, batch_size=4096, verbose=0), -1)
d_emb = tf.math.l2_normalize(d_enc.predict(d_feats, batch_size=4096, verbose=0), -1)
print("query emb", q_emb.shape, "doc emb", d_emb.shape)

scores = tf.matmul(q_emb, d_emb, transpose_b=True)          # (queries, docs)
top10 = tf.math.top_k(scores, k=10).indices
recall = tf.reduce_mean(tf.cast(tf.reduce_any(top10 == gold[:, None], axis=1), tf.float32))
print("recall@10:", float(recall))
