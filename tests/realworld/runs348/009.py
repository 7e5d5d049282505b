# Parity run: Keras port of a PyTorch CNN
#   nn.Conv2d(3,16,3,stride=2,padding=1) -> ReLU -> nn.Conv2d(16,32,3,stride=2,padding=1) -> ReLU
#   -> AdaptiveAvgPool2d(1) -> Linear(32,10)
# Both runs start from the same exported weights and see the same batches.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(8)
rng = np.random.default_rng(8)
N, H, C = 512, 32, 10
x = rng.normal(size=(N, H, H, 3)).astype("float32")
y = rng.integers(0, C, size=N)
x[np.arange(N), (y * 3) % H, (y * 5) % H, :] += 4.0

def torch_reference_model():
    # mirrors the torch graph op by op (explicit symmetric zero padding, then valid conv)
    inp = keras.Input((H, H, 3))
    h = keras.layers.ZeroPadding2D(1)(inp)
    h = keras.layers.Conv2D(16, 3, strides=2, padding="valid", activation="relu", name="conv1")(h)
    h = keras.layers.ZeroPadding2D(1)(h)
    h = keras.layers.Conv2D(32, 3, strides=2, padding="valid", activation="relu", name="conv2")(h)
    h = keras.layers.GlobalAveragePooling2D()(h)
    out = keras.layers.Dense(C, name="fc")(h)
    return keras.Model(inp, out)

def keras_port_model():
    inp = keras.Input((H, H, 3))
    h = keras.layers.Conv2D(16, 3, strides=2, padding="same", activation="relu", name="conv1")(inp)
    h = keras.layers.Conv2D(32, 3, strides=2, padding="same", activation="relu", name="conv2")(h)
    h = keras.layers.GlobalAveragePooling2D()(h)
    out = keras.layers.Dense(C, name="fc")(h)
    return keras.Model(inp, out)

ref, port = torch_reference_model(), keras_port_model()
for name in ["conv1", "conv2", "fc"]:
    port.get_layer(name).set_weights(ref.get_layer(name).get_weights())
print("weights copied: conv1 conv2 fc")

xb = x[:64]
r_out, p_out = ref(xb).numpy(), port(xb).numpy()
print(f"forward parity: ref_logits_mean={r_out.mean():.5f} port_logits_mean={p_out.mean():.5f} "
      f"max_abs_diff={np.abs(r_out - p_out).max():.5f} (tol 1e-4)")

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opts = {"ref": keras.optimizers.SGD(0.05, momentum=0.9), "port": keras.optimizers.SGD(0.05, momentum=0.9)}
models = {"ref": ref, "port": port}

def make_step(m, opt):
    @tf.function
    def step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, m(xb, training=True))
        g = tape.gradient(loss, m.trainable_variables)
        opt.apply_gradients(zip(g, m.trainable_variables))
        return loss
    return step

steps = {k: make_step(models[k], opts[k]) for k in models}
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(32)
it = 0
for epoch in range(4):
    for xb, yb in ds:
        lr_, lp_ = float(steps["ref"](xb, yb)), float(steps["port"](xb, yb))
        it += 1
        if it % 8 == 0:
            print(f"step {it:3d} ref_loss {lr_:.4f} port_loss {lp_:.4f} diff {abs(lr_ - lp_):.4f}")
acc = {k: float(np.mean(np.argmax(models[k](x).numpy(), -1) == y)) for k in models}
print(f"final train acc: ref {acc['ref']:.4f} port {acc['port']:.4f}")
