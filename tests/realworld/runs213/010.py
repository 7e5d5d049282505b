# Parity check of a Keras 3 port of a BERT-style embedding + classifier block against the
# reference implementation (NumPy re-implementation of the PyTorch/HF module, same weights, same config).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
hf_config = {"vocab_size": 4000, "hidden_size": 128, "max_position_embeddings": 64,
             "layer_norm_eps": 1e-12, "initializer_range": 0.02, "num_labels": 3}
H, S, B = hf_config["hidden_size"], 32, 16
init = keras.initializers.TruncatedNormal(stddev=hf_config["initializer_range"])


class BertEmbeddingsClassifier(keras.Model):
    def __init__(self, cfg):
        super().__init__()
        self.word_embeddings = keras.layers.Embedding(cfg["vocab_size"], cfg["hidden_size"], embeddings_initializer=init)
        self.position_embeddings = keras.layers.Embedding(cfg["max_position_embeddings"], cfg["hidden_size"],
                                                          embeddings_initializer=init)
        self.LayerNorm = keras.layers.LayerNormalization(name="LayerNorm")
        self.dense = keras.layers.Dense(cfg["hidden_size"], activation="tanh", kernel_initializer=init)
        self.classifier = keras.layers.Dense(cfg["num_labels"], kernel_initializer=init)

    def call(self, input_ids, return_hidden=False):
        pos = tf.range(tf.shape(input_ids)[1])[None, :]
        h = self.LayerNorm(self.word_embeddings(input_ids) + self.position_embeddings(pos))
        logits = self.classifier(self.dense(h[:, 0]))
        return (h, logits) if return_hidden else logits


def reference_forward(w, input_ids, cfg):
    h = w["word"][input_ids] + w["pos"][np.arange(input_ids.shape[1])][None]
    mu = h.mean(-1, keepdims=True)
    var = h.var(-1, keepdims=True)
    h = (h - mu) / np.sqrt(var + cfg["layer_norm_eps"]) * w["ln_g"] + w["ln_b"]
    pooled = np.tanh(h[:, 0] @ w["dense_k"] + w["dense_b"])
    return h, pooled @ w["cls_k"] + w["cls_b"]


def ce(logits, y):
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return -logp[np.arange(len(y)), y].mean()


model = BertEmbeddingsClassifier(hf_config)
rng = np.random.default_rng(0)
ids = rng.integers(0, hf_config["vocab_size"], size=(B, S)).astype("int32")
y = rng.integers(0, hf_config["num_labels"], size=B)
model(ids)

w = {"word": model.word_embeddings.embeddings.numpy().astype("float64"),
     "pos": model.position_embeddings.embeddings.numpy().astype("float64"),
     "ln_g": model.LayerNorm.gamma.numpy().astype("float64"), "ln_b": model.LayerNorm.beta.numpy().astype("float64"),
     "dense_k": model.dense.kernel.numpy().astype("float64"), "dense_b": model.dense.bias.numpy().astype("float64"),
     "cls_k": model.classifier.kernel.numpy().astype("float64"), "cls_b": model.classifier.bias.numpy().astype("float64")}

h_tf, logits_tf = model(ids, return_hidden=True)
h_ref, logits_ref = reference_forward(w, ids, hf_config)
h_tf, logits_tf = h_tf.numpy(), logits_tf.numpy()

print(f"config: {hf_config}")
print(f"embeddings.LayerNorm output  max_abs_diff={np.abs(h_tf - h_ref).max():.6e}  "
      f"mean_abs_diff={np.abs(h_tf - h_ref).mean():.6e}")
print(f"embeddings.LayerNorm output  ref_std={h_ref.std():.6f}  keras_std={h_tf.std():.6f}")
print(f"classifier logits            max_abs_diff={np.abs(logits_tf - logits_ref).max():.6e}")
print(f"loss                         reference={ce(logits_ref, y):.6f}  keras={ce(logits_tf.astype('float64'), y):.6f}")
print("allclose(atol=1e-5, rtol=1e-4):", np.allclose(h_tf, h_ref, atol=1e-5, rtol=1e-4))
