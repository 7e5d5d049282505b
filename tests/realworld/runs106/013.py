"""Port check: a BERT-style embedding block + FFN sublayer re-implemented in Keras 3, loaded with the
converted HF weights, compared against the reference forward pass (numpy re-implementation of the
HF modules, LayerNorm eps = config.layer_norm_eps)."""
import json, math, os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(13)
CFG = {"vocab_size": 1000, "hidden_size": 64, "intermediate_size": 256, "max_position_embeddings": 64,
       "type_vocab_size": 2, "layer_norm_eps": 1e-12, "initializer_range": 0.02}
print("config:", json.dumps(CFG))
H, I = CFG["hidden_size"], CFG["intermediate_size"]
std = CFG["initializer_range"]
# converted checkpoint (torch Linear weights already transposed to (in, out))
W = {
    "word": rng.normal(0, std, (CFG["vocab_size"], H)), "pos": rng.normal(0, std, (CFG["max_position_embeddings"], H)),
    "type": rng.normal(0, std, (CFG["type_vocab_size"], H)),
    "ln_e_g": np.ones(H), "ln_e_b": np.zeros(H),
    "w1": rng.normal(0, std, (H, I)), "b1": np.zeros(I), "w2": rng.normal(0, std, (I, H)), "b2": np.zeros(H),
    "ln_o_g": np.ones(H), "ln_o_b": np.zeros(H),
}
W = {k: v.astype("float32") for k, v in W.items()}

# ---------------- reference (HF BertEmbeddings + BertIntermediate/BertOutput) ----------------
def ln(x, g, b, eps):
    mu = x.mean(-1, keepdims=True); var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b
_erf = np.vectorize(math.erf)
def gelu(x):
    return 0.5 * x * (1 + _erf(x / math.sqrt(2)))
def reference(ids, tt):
    pos = np.arange(ids.shape[1])
    e = W["word"][ids] + W["pos"][pos][None] + W["type"][tt]
    e = ln(e, W["ln_e_g"], W["ln_e_b"], CFG["layer_norm_eps"])
    h = gelu(e @ W["w1"] + W["b1"]) @ W["w2"] + W["b2"]
    return e, ln(h + e, W["ln_o_g"], W["ln_o_b"], CFG["layer_norm_eps"])

# ---------------- Keras port ----------------
class BertEmbeddings(layers.Layer):
    def __init__(self, cfg, **kw):
        super().__init__(**kw)
        self.word = layers.Embedding(cfg["vocab_size"], cfg["hidden_size"], name="word_embeddings")
        self.pos = layers.Embedding(cfg["max_position_embeddings"], cfg["hidden_size"], name="position_embeddings")
        self.type = layers.Embedding(cfg["type_vocab_size"], cfg["hidden_size"], name="token_type_embeddings")
        self.norm = layers.LayerNormalization(name="LayerNorm")
    def call(self, ids, tt):
        pos = tf.range(tf.shape(ids)[1])
        return self.norm(self.word(ids) + self.pos(pos)[None] + self.type(tt))

class BertFFN(layers.Layer):
    def __init__(self, cfg, **kw):
        super().__init__(**kw)
        self.inter = layers.Dense(cfg["intermediate_size"], activation="gelu", name="intermediate")
        self.out = layers.Dense(cfg["hidden_size"], name="output")
        self.norm = layers.LayerNormalization(name="LayerNorm")
    def call(self, x):
        return self.norm(self.out(self.inter(x)) + x)

emb, ffn = BertEmbeddings(CFG), BertFFN(CFG)
ids = rng.integers(0, CFG["vocab_size"], (4, 32)); tt = np.zeros_like(ids)
emb(ids, tt); ffn(tf.zeros((1, 1, H)))
emb.word.set_weights([W["word"]]); emb.pos.set_weights([W["pos"]]); emb.type.set_weights([W["type"]])
emb.norm.set_weights([W["ln_e_g"], W["ln_e_b"]])
ffn.inter.set_weights([W["w1"], W["b1"]]); ffn.out.set_weights([W["w2"], W["b2"]])
ffn.norm.set_weights([W["ln_o_g"], W["ln_o_b"]])
print("loaded converted weights:", sum(int(np.prod(v.shape)) for v in W.values()), "params")

ref_e, ref_o = reference(ids, tt)
out_e = emb(ids, tt).numpy(); out_o = ffn(out_e).numpy()
for name, a, b in [("embeddings", out_e, ref_e), ("layer.0.output", out_o, ref_o)]:
    d = np.abs(a - b)
    print(f"{name:16s} max_abs_diff={d.max():.6f} mean_abs_diff={d.mean():.6f} "
          f"allclose(atol=1e-5)={np.allclose(a, b, atol=1e-5)}")
print("embedding output std: keras %.4f  reference %.4f" % (out_e.std(), ref_e.std()))
