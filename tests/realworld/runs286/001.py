"""Port of a PyTorch MLP classifier to Keras 3: load the exported torch state_dict (npz) into Keras layers."""
import os
import numpy as np
import tensorflow as tf
import keras

CKPT = "torch_mlp_state_dict.npz"
NUM_CLASSES = 10


def build_model():
    inputs = keras.Input(shape=(784,), name="pixels")
    x = keras.layers.Dense(256, activation="relu", name="fc1")(inputs)
    x = keras.layers.Dropout(0.1)(x)
    x = keras.layers.Dense(128, activation="relu", name="fc2")(x)
    outputs = keras.layers.Dense(NUM_CLASSES, name="fc3")(x)
    return keras.Model(inputs, outputs, name="mlp")


def load_torch_state_dict(model, path):
    sd = dict(np.load(path))
    print(f"Loaded {len(sd)} tensors from {path}")
    for k, v in sd.items():
        print(f"  {k}: {tuple(v.shape)} {v.dtype}")
    for name in ["fc1", "fc2", "fc3"]:
        layer = model.get_layer(name)
        layer.set_weights([sd[f"{name}.weight"], sd[f"{name}.bias"]])
        print(f"set weights for {name}")


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NUM_CLASSES, size=n)
    centers = np.random.default_rng(0).normal(size=(NUM_CLASSES, 784)).astype("float32")
    x = centers[y] + rng.normal(scale=2.0, size=(n, 784)).astype("float32")
    return x.astype("float32"), y.astype("int64")


def main():
    keras.utils.set_random_seed(0)
    model = build_model()
    model.summary()
    load_torch_state_dict(model, CKPT)

    x_train, y_train = make_data(4096, 1)
    x_val, y_val = make_data(1024, 2)
    train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(4096).batch(64).prefetch(2)
    val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

    model.compile(
        optimizer=keras.optimizers.Adam(1e-4),
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        metrics=["accuracy"],
    )
    model.fit(train_ds, validation_data=val_ds, epochs=2, verbose=2)


if __name__ == "__main__":
    main()
