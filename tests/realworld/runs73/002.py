# Guided-backprop saliency maps for a trained CNN (helper ported from a TF1 Grad-CAM notebook)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

def build_cnn():
    inp = keras.Input((32, 32, 3))
    x = layers.Conv2D(16, 3, activation="relu", padding="same")(inp)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(32, 3, activation="relu", padding="same")(x)
    x = layers.GlobalAveragePooling2D()(x)
    out = layers.Dense(10)(x)
    return keras.Model(inp, out)

def guided_saliency(model, image, class_idx):
    # register the guided ReLU gradient, then compute d(logit)/d(input)
    @tf.RegisterGradient("GuidedRelu")
    def _guided_relu_grad(op, grad):
        gate_g = tf.cast(grad > 0, grad.dtype)
        gate_y = tf.cast(op.outputs[0] > 0, grad.dtype)
        return gate_g * gate_y * grad

    x = tf.convert_to_tensor(image[None])
    with tf.GradientTape() as tape:
        tape.watch(x)
        logits = model(x)
        score = logits[:, class_idx]
    sal = tape.gradient(score, x)[0]
    return tf.reduce_max(tf.abs(sal), axis=-1).numpy()

rng = np.random.default_rng(1)
images = rng.uniform(size=(64, 32, 32, 3)).astype("float32")
labels = rng.integers(0, 10, size=64)
model = build_cnn()
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(images, labels, epochs=1, batch_size=16, verbose=2)

for i in range(4):
    sal = guided_saliency(model, images[i], int(labels[i]))
    print(f"image {i}: saliency max={sal.max():.4f} mean={sal.mean():.4f}")
