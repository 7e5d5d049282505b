# Initialise the token embedding of a tf.Module LM from pretrained GloVe-style vectors
import numpy as np
import tensorflow as tf

class TinyLM(tf.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = tf.Variable(tf.random.normal([vocab, dim], stddev=0.02), name="tok_emb")
        self.out = tf.Variable(tf.random.normal([dim, vocab], stddev=0.02), name="lm_head")

    def __call__(self, ids):
        return tf.matmul(tf.nn.embedding_lookup(self.emb, ids), self.out)

model = TinyLM(vocab=32000, dim=256)
print("model embedding:", model.emb.shape)
pretrained = np.random.normal(size=(32003, 256)).astype("float32")  # vectors.npy incl. <pad>,<bos>,<eos>
print("pretrained vectors:", pretrained.shape)
model.emb.assign(pretrained)
print("loaded pretrained embeddings")
