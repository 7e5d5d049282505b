# Port of a PyTorch self-attention encoder block to Keras, loading the torch weights
# (state_dict exported to numpy) and checking parity against the torch forward before fine-tuning.
import numpy as np
import tensorflow as tf
import keras

D, H, T, B = 64, 4, 16, 8
rng = np.random.default_rng(12)
# torch state_dict layout: nn.Linear.weight is (out_features, in_features)
sd = {}
for name in ["q_proj", "k_proj", "v_proj", "out_proj"]:
    sd[f"attn.{name}.weight"] = rng.normal(0, D ** -0.5, (D, D)).astype("float32")
    sd[f"attn.{name}.bias"] = rng.normal(0, 0.02, (D,)).astype("float32")
sd["norm.weight"] = np.ones(D, "float32"); sd["norm.bias"] = np.zeros(D, "float32")

def torch_reference(x):
    """Forward of the original torch module, written out in numpy."""
    lin = lambda t, n: t @ sd[f"attn.{n}.weight"].T + sd[f"attn.{n}.bias"]
    q, k, v = lin(x, "q_proj"), lin(x, "k_proj"), lin(x, "v_proj")
    split = lambda t: t.reshape(B, T, H, D // H).transpose(0, 2, 1, 3)
    q, k, v = split(q), split(k), split(v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(D // H)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    h = x + lin(o, "out_proj")
    mu = h.mean(-1, keepdims=True); var = h.var(-1, keepdims=True)
    return (h - mu) / np.sqrt(var + 1e-5) * sd["norm.weight"] + sd["norm.bias"]

class Block(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.q_proj = keras.layers.Dense(D); self.k_proj = keras.layers.Dense(D)
        self.v_proj = keras.layers.Dense(D); self.out_proj = keras.layers.Dense(D)
        self.norm = keras.layers.LayerNormalization(epsilon=1e-5)
    def call(self, x):
        b, t = tf.shape(x)[0], tf.shape(x)[1]
        split = lambda z: tf.transpose(tf.reshape(z, (b, t, H, D // H)), (0, 2, 1, 3))
        q, k, v = split(self.q_proj(x)), split(self.k_proj(x)), split(self.v_proj(x))
        p = tf.nn.softmax(tf.matmul(q, k, transpose_b=True) / np.sqrt(D // H), -1)
        o = tf.reshape(tf.transpose(tf.matmul(p, v), (0, 2, 1, 3)), (b, t, D))
        return self.norm(x + self.out_proj(o))

block = Block()
x = rng.normal(size=(B, T, D)).astype("float32")
block(x)
for name in ["q_proj", "k_proj", "v_proj", "out_proj"]:
    layer = getattr(block, name)
    layer.set_weights([sd[f"attn.{name}.weight"], sd[f"attn.{name}.bias"]])
    print(f"loaded attn.{name}: kernel {layer.kernel.shape} bias {layer.bias.shape}")
block.norm.set_weights([sd["norm.weight"], sd["norm.bias"]])
print("loaded norm")

ref = torch_reference(x)
out = block(x).numpy()
diff = np.abs(out - ref)
print(f"parity vs torch reference: max_abs_diff={diff.max():.6f} mean_abs_diff={diff.mean():.6f}")

# short fine-tune on a denoising objective
inp = keras.Input((T, D)); model = keras.Model(inp, keras.layers.Dense(D)(block(inp)))
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
xt = rng.normal(size=(512, T, D)).astype("float32")
model.fit(xt + 0.1 * rng.normal(size=xt.shape).astype("float32"), xt, batch_size=32, epochs=3, verbose=2)
