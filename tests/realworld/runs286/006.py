"""GRU sentiment model ported from PyTorch: Adam(lr=1e-3) + StepLR(step_size=1, gamma=0.5) -> Keras LearningRateSchedule."""
import numpy as np
import tensorflow as tf
import keras

VOCAB, MAXLEN, EPOCHS, BATCH = 3000, 40, 8, 32


def make_reviews(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(1, VOCAB, size=(n, MAXLEN)).astype("int32")
    pos_words = np.arange(1, 60)
    neg_words = np.arange(60, 120)
    y = rng.integers(0, 2, size=n)
    for i in range(n):
        pos = rng.choice(MAXLEN, size=4, replace=False)
        x[i, pos] = rng.choice(pos_words if y[i] else neg_words, size=4)
    return x, y.astype("float32")


def main():
    keras.utils.set_random_seed(7)
    x, y = make_reviews(6000, 0)
    xv, yv = make_reviews(1000, 1)
    train_ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(6000).batch(BATCH).prefetch(2)
    val_ds = tf.data.Dataset.from_tensor_slices((xv, yv)).batch(256)

    model = keras.Sequential([
        keras.Input((MAXLEN,), dtype="int32"),
        keras.layers.Embedding(VOCAB, 64),
        keras.layers.GRU(64),
        keras.layers.Dense(1),
    ])
    # torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)
    schedule = keras.optimizers.schedules.ExponentialDecay(
        initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.5, staircase=True)
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=schedule),
                  loss=keras.losses.BinaryCrossentropy(from_logits=True),
                  metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="acc")])
    model.summary()
    model.fit(train_ds, validation_data=val_ds, epochs=EPOCHS, verbose=2)


if __name__ == "__main__":
    main()
