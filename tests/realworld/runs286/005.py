"""ResNet-ish CNN on synthetic CIFAR-like data; custom loop ported from a PyTorch train() with grad-norm clipping and skipping of non-finite steps."""
import math
import numpy as np
import tensorflow as tf
import keras

MAX_GRAD_NORM = 1.0


def res_block(x, filters, stride=1):
    shortcut = x
    y = keras.layers.Conv2D(filters, 3, strides=stride, padding="same", use_bias=False)(x)
    y = keras.layers.BatchNormalization()(y)
    y = keras.layers.ReLU()(y)
    y = keras.layers.Conv2D(filters, 3, padding="same", use_bias=False)(y)
    y = keras.layers.BatchNormalization()(y)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = keras.layers.Conv2D(filters, 1, strides=stride, use_bias=False)(shortcut)
        shortcut = keras.layers.BatchNormalization()(shortcut)
    return keras.layers.ReLU()(y + shortcut)


def build_resnet(num_classes=10):
    inp = keras.Input((32, 32, 3))
    x = keras.layers.Conv2D(16, 3, padding="same", use_bias=False)(inp)
    x = keras.layers.ReLU()(keras.layers.BatchNormalization()(x))
    for f, s in [(16, 1), (32, 2), (64, 2)]:
        x = res_block(x, f, s)
    x = keras.layers.GlobalAveragePooling2D()(x)
    return keras.Model(inp, keras.layers.Dense(num_classes)(x), name="resnet_tiny")


def main():
    keras.utils.set_random_seed(1)
    rng = np.random.default_rng(0)
    y = rng.integers(0, 10, 2048)
    x = (rng.random((10, 32, 32, 3))[y] + 0.5 * rng.standard_normal((2048, 32, 32, 3))).astype("float32")
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64)

    model = build_resnet()
    print(f"model params: {model.count_params()}")
    opt = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9, nesterov=True)
    ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    skipped = 0

    @tf.function
    def train_step(images, labels):
        nonlocal skipped
        with tf.GradientTape() as tape:
            logits = model(images, training=True)
            loss = ce(labels, logits)
        grads = tape.gradient(loss, model.trainable_variables)
        grads, grad_norm = tf.clip_by_global_norm(grads, MAX_GRAD_NORM)
        if not math.isfinite(grad_norm):
            skipped += 1
            return loss, grad_norm
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss, grad_norm

    for epoch in range(2):
        for step, (images, labels) in enumerate(ds):
            loss, gn = train_step(images, labels)
            if step % 10 == 0:
                print(f"epoch {epoch} step {step:3d} loss {loss.numpy():.4f} grad_norm {gn.numpy():.3f}")
        print(f"epoch {epoch} done, skipped steps: {skipped}")


if __name__ == "__main__":
    main()
