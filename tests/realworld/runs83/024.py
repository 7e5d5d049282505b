# Two-loss training (main + auxiliary head) with a persistent tape, then SavedModel export with a signature
import numpy as np
import tensorflow as tf

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 10)).astype("float32")
y_main = (X[:, :3] @ np.array([[1.0], [-2.0], [0.5]], "float32")).astype("float32")
y_aux = (X[:, 3:4] > 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y_main, y_aux)).shuffle(2048, seed=0).batch(128)

class MultiTask(tf.Module):
    def __init__(self):
        super().__init__()
        init = tf.keras.initializers.GlorotUniform(seed=0)
        self.w_trunk = tf.Variable(init((10, 32)), name="w_trunk")
        self.w_main = tf.Variable(init((32, 1)), name="w_main")
        self.w_aux = tf.Variable(init((32, 1)), name="w_aux")
    def trunk(self, x):
        return tf.nn.relu(x @ self.w_trunk)
    @tf.function(input_signature=[tf.TensorSpec([None, 10], tf.float32, name="features")])
    def serve(self, x):
        h = self.trunk(x)
        return {"value": h @ self.w_main, "aux_prob": tf.sigmoid(h @ self.w_aux)}

m = MultiTask()
opt_main, opt_aux = tf.keras.optimizers.Adam(3e-3), tf.keras.optimizers.Adam(3e-3)

@tf.function
def train_step(x, ym, ya):
    with tf.GradientTape(persistent=True) as tape:
        h = m.trunk(x)
        main_loss = tf.reduce_mean(tf.square(h @ m.w_main - ym))
        aux_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(ya, h @ m.w_aux))
    g_main = tape.gradient(main_loss, [m.w_trunk, m.w_main])
    g_aux = tape.gradient(aux_loss, [m.w_aux])
    del tape
    opt_main.apply_gradients(zip(g_main, [m.w_trunk, m.w_main]))
    opt_aux.apply_gradients(zip(g_aux, [m.w_aux]))
    return main_loss, aux_loss

for epoch in range(8):
    out = [train_step(*b) for b in ds]
    print(f"epoch {epoch} main_loss {np.mean([float(a) for a, _ in out]):.4f} aux_loss {np.mean([float(b) for _, b in out]):.4f}")

tf.saved_model.save(m, "/tmp/runs83_024_export", signatures={"serving_default": m.serve})
loaded = tf.saved_model.load("/tmp/runs83_024_export")
infer = loaded.signatures["serving_default"]
res = infer(features=tf.constant(X[:5]))
ref = m.serve(tf.constant(X[:5]))
print("signature outputs:", sorted(res.keys()))
print("max |diff| reloaded vs in-memory:", float(tf.reduce_max(tf.abs(res["value"] - ref["value"]))))
