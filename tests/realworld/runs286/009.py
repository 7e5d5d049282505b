"""Image classifier; the PyTorch Dataset(images, labels) + DataLoader(shuffle=True) rewritten as tf.data pipelines."""
import numpy as np
import tensorflow as tf
import keras

BATCH, EPOCHS = 64, 5


def load_split(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, n).astype("int64")
    protos = np.random.default_rng(5).random((10, 24, 24, 1)).astype("float32")
    images = protos[labels] + 0.35 * rng.standard_normal((n, 24, 24, 1)).astype("float32")
    return images, labels


def make_loader(images, labels, shuffle):
    image_ds = tf.data.Dataset.from_tensor_slices(images)
    label_ds = tf.data.Dataset.from_tensor_slices(labels)
    if shuffle:
        image_ds = image_ds.shuffle(len(images), reshuffle_each_iteration=True)
        label_ds = label_ds.shuffle(len(labels), reshuffle_each_iteration=True)
    image_ds = image_ds.map(lambda im: tf.image.random_flip_left_right(im) if shuffle else im,
                            num_parallel_calls=tf.data.AUTOTUNE)
    return tf.data.Dataset.zip((image_ds, label_ds)).batch(BATCH).prefetch(tf.data.AUTOTUNE)


def main():
    keras.utils.set_random_seed(3)
    x_tr, y_tr = load_split(8000, 0)
    x_va, y_va = load_split(1000, 1)
    train_loader = make_loader(x_tr, y_tr, shuffle=True)
    val_loader = make_loader(x_va, y_va, shuffle=False)
    print("train batches:", len(list(train_loader)), "val batches:", len(list(val_loader)))

    model = keras.Sequential([
        keras.Input((24, 24, 1)),
        keras.layers.Conv2D(32, 3, activation="relu"),
        keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(64, 3, activation="relu"),
        keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(10),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(train_loader, validation_data=val_loader, epochs=EPOCHS, verbose=2)


if __name__ == "__main__":
    main()
