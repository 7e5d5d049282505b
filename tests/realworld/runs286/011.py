"""1D-CNN sensor activity classifier ported from PyTorch (nn.Conv1d stack) to Keras 3; trained with model.fit."""
import numpy as np
import tensorflow as tf
import keras

T, C, K = 128, 3, 6


def make_signals(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, K, n)
    t = np.linspace(0, 1, T)
    freqs = 2 + 3 * np.arange(K)
    x = np.stack([np.sin(2 * np.pi * freqs[y][:, None] * t + c) for c in range(C)], axis=-1)
    x = x + 0.5 * rng.standard_normal((n, T, C))
    return x.astype("float32"), y.astype("int32")


def main():
    keras.utils.set_random_seed(0)
    x, y = make_signals(6000, 0)
    xv, yv = make_signals(1000, 1)
    train = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(6000).batch(64).prefetch(tf.data.AUTOTUNE)
    val = tf.data.Dataset.from_tensor_slices((xv, yv)).batch(256)

    model = keras.Sequential([
        keras.Input((T, C)),
        keras.layers.Conv1D(32, 7, padding="same", activation="relu"),
        keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-5),
        keras.layers.MaxPooling1D(2),
        keras.layers.Conv1D(64, 5, padding="same", activation="relu"),
        keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-5),
        keras.layers.GlobalAveragePooling1D(),
        keras.layers.Dropout(0.2),
        keras.layers.Dense(K),
    ], name="har_cnn")
    model.summary()
    model.compile(optimizer=keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-2),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(train, validation_data=val, epochs=5, verbose=2)
    loss, acc = model.evaluate(val, verbose=0)
    print(f"final val_loss {loss:.4f} val_acc {acc:.4f}")


if __name__ == "__main__":
    main()
