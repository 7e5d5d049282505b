# Port of a PyTorch rating-prediction model (user/item embeddings), custom training loop.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(3)
n_users, n_items, N = 500, 300, 20000
u = rng.integers(0, n_users, N)
i = rng.integers(0, n_items, N)
ratings = rng.integers(1, 6, N)          # 1..5 stars, loaded as int64 like the torch LongTensor
ds = tf.data.Dataset.from_tensor_slices(((u, i), ratings)).shuffle(N).batch(256)

class MF(keras.Model):
    def __init__(self, dim=32):
        super().__init__()
        self.user = keras.layers.Embedding(n_users, dim)
        self.item = keras.layers.Embedding(n_items, dim)
        self.user_b = keras.layers.Embedding(n_users, 1)
        self.item_b = keras.layers.Embedding(n_items, 1)
    def call(self, inputs):
        uu, ii = inputs
        dot = tf.reduce_sum(self.user(uu) * self.item(ii), -1)
        return dot + tf.squeeze(self.user_b(uu), -1) + tf.squeeze(self.item_b(ii), -1) + 3.5

model = MF()
opt = keras.optimizers.Adam(1e-2)

@tf.function
def train_step(inputs, target):
    with tf.GradientTape() as tape:
        pred = model(inputs)
        loss = tf.reduce_mean(tf.square(pred - target))   # F.mse_loss(pred, target)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (inputs, target) in enumerate(ds):
        loss = train_step(inputs, target)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} mse {float(loss):.4f}")
