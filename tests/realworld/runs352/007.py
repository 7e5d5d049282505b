"""Parity check: Keras port of a BERT-style embedding block + pooler/classifier head
against the reference forward pass (HF semantics, weights from the HF checkpoint)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(11)
VOCAB, MAXPOS, TYPES, HID, NCLS = 1000, 64, 2, 64, 3
B, L = 16, 32

# ---- weights as found in the checkpoint (initializer_range=0.02) ----
W_word = rng.normal(0, 0.02, size=(VOCAB, HID)).astype("float32")
W_pos = rng.normal(0, 0.02, size=(MAXPOS, HID)).astype("float32")
W_type = rng.normal(0, 0.02, size=(TYPES, HID)).astype("float32")
ln_gamma = np.ones(HID, "float32")
ln_beta = np.zeros(HID, "float32")
W_pool = rng.normal(0, 0.02, size=(HID, HID)).astype("float32")
b_pool = np.zeros(HID, "float32")
W_cls = rng.normal(0, 0.02, size=(HID, NCLS)).astype("float32")
b_cls = np.zeros(NCLS, "float32")
config = {"hidden_size": HID, "layer_norm_eps": 1e-12, "hidden_dropout_prob": 0.1}

ids = rng.integers(0, VOCAB, size=(B, L))
tts = (np.arange(L)[None, :] >= L // 2).astype("int64").repeat(B, 0)
labels = rng.integers(0, NCLS, size=(B,))

# ---- reference forward (eval mode) ----
def reference_forward(ids, tts):
    h = W_word[ids] + W_pos[np.arange(L)][None] + W_type[tts]
    mu = h.mean(-1, keepdims=True)
    var = h.var(-1, keepdims=True)
    h = (h - mu) / np.sqrt(var + config["layer_norm_eps"]) * ln_gamma + ln_beta
    pooled = np.tanh(h[:, 0] @ W_pool + b_pool)
    logits = pooled @ W_cls + b_cls
    return h, pooled, logits

def xent(logits, y):
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())

# ---- Keras port ----
class BertEmbeddings(layers.Layer):
    def __init__(self, cfg, **kw):
        super().__init__(**kw)
        self.word = layers.Embedding(VOCAB, cfg["hidden_size"], name="word_embeddings")
        self.pos = layers.Embedding(MAXPOS, cfg["hidden_size"], name="position_embeddings")
        self.tok = layers.Embedding(TYPES, cfg["hidden_size"], name="token_type_embeddings")
        self.norm = layers.LayerNormalization(name="LayerNorm")
        self.drop = layers.Dropout(cfg["hidden_dropout_prob"])

    def call(self, ids, tts, training=False):
        pos_ids = keras.ops.arange(keras.ops.shape(ids)[1])[None, :]
        h = self.word(ids) + self.pos(pos_ids) + self.tok(tts)
        return self.drop(self.norm(h), training=training)

ids_in = keras.Input(shape=(L,), dtype="int32", name="input_ids")
tts_in = keras.Input(shape=(L,), dtype="int32", name="token_type_ids")
emb = BertEmbeddings(config, name="embeddings")
seq = emb(ids_in, tts_in)
pooled = layers.Dense(HID, activation="tanh", name="pooler")(seq[:, 0])
logits = layers.Dense(NCLS, name="classifier")(pooled)
model = keras.Model([ids_in, tts_in], [seq, pooled, logits])

emb.word.set_weights([W_word]); emb.pos.set_weights([W_pos]); emb.tok.set_weights([W_type])
emb.norm.set_weights([ln_gamma, ln_beta])
model.get_layer("pooler").set_weights([W_pool, b_pool])
model.get_layer("classifier").set_weights([W_cls, b_cls])
print("loaded", len(model.weights), "weights into Keras port")

ref_seq, ref_pooled, ref_logits = reference_forward(ids, tts)
k_seq, k_pooled, k_logits = [np.asarray(t) for t in model([ids.astype("int32"), tts.astype("int32")], training=False)]

ATOL = 1e-4
for name, a, b in [("embeddings", ref_seq, k_seq), ("pooler", ref_pooled, k_pooled), ("logits", ref_logits, k_logits)]:
    diff = np.abs(a - b)
    status = "ok" if diff.max() < ATOL else "FAIL"
    print(f"{name:11s} max_abs_diff={diff.max():.6e} mean_abs_diff={diff.mean():.6e} "
          f"ref_std={a.std():.4e} port_std={b.std():.4e} [{status}]")
print(f"loss  reference={xent(ref_logits, labels):.6f}  port={xent(k_logits, labels):.6f}")
