# Port of a hand-written PyTorch logistic-regression/MLP (nn.Parameter -> tf.Variable).
import numpy as np, tensorflow as tf
rng = np.random.default_rng(1)
N, D, H = 2048, 20, 64
X = rng.normal(size=(N, D))                     # numpy default float64
w_true = rng.normal(size=(D,))
Y = (X @ w_true > 0).astype(np.int64)
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(N, seed=0).batch(128)
print("element_spec:", ds.element_spec)
init = tf.keras.initializers.GlorotUniform(seed=0)
W1 = tf.Variable(init((D, H)), name="W1")
b1 = tf.Variable(tf.zeros((H,)), name="b1")
W2 = tf.Variable(init((H, 2)), name="W2")
b2 = tf.Variable(tf.zeros((2,)), name="b2")
params = [W1, b1, W2, b2]
opt = tf.keras.optimizers.Adam(learning_rate=1e-3)
def forward(x):
    h = tf.nn.relu(tf.matmul(x, W1) + b1)
    return tf.matmul(h, W2) + b2
@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = forward(x)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    grads = tape.gradient(loss, params)
    opt.apply_gradients(zip(grads, params))
    return loss
for epoch in range(5):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
    print(f"epoch {epoch} loss {loss.numpy():.4f}")
