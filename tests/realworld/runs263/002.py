# Matrix-factorisation recommender written as a tf.Module with a hand-written training loop
import numpy as np, tensorflow as tf

rng = np.random.default_rng(1)
N_USERS, N_ITEMS, K = 300, 200, 16
users = rng.integers(0, N_USERS, 20000)
items = rng.integers(0, N_ITEMS, 20000)
side = rng.normal(size=(20000, 8))            # side features from pandas
ratings = rng.normal(3.5, 1.0, 20000)

class MF(tf.Module):
    def __init__(self):
        super().__init__()
        init = tf.random_normal_initializer(stddev=0.05)
        self.U = tf.Variable(init((N_USERS, K)), name="user_emb")
        self.V = tf.Variable(init((N_ITEMS, K)), name="item_emb")
        self.W = tf.Variable(init((8, 1)), name="side_w")
        self.b = tf.Variable(tf.zeros([1]), name="bias")
    def __call__(self, u, i, s):
        dot = tf.reduce_sum(tf.gather(self.U, u) * tf.gather(self.V, i), axis=1, keepdims=True)
        return dot + tf.matmul(s, self.W) + self.b

model = MF()
opt = tf.keras.optimizers.Adam(1e-2)
ds = tf.data.Dataset.from_tensor_slices((users, items, side, ratings)).shuffle(20000).batch(256)
print("element spec:", ds.element_spec)

@tf.function
def train_step(u, i, s, r):
    with tf.GradientTape() as tape:
        pred = model(u, i, s)
        loss = tf.reduce_mean(tf.square(pred[:, 0] - r))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (u, i, s, r) in enumerate(ds):
        loss = train_step(u, i, s, r)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} mse {float(loss):.4f}")
