"""Auto-MPG regression with a tf.data CSV pipeline.

The raw UCI file is whitespace/comma separated; we keep the numeric columns
(mpg, cylinders, displacement, horsepower, weight, acceleration, model_year)
and parse them with tf.strings so the whole pipeline stays in TensorFlow.
"""
import os
import numpy as np
import tensorflow as tf
import keras

DATA = "/home/user/project/auto-mpg.csv"


def write_raw_csv(path):
    # a local copy of the UCI file (horsepower is '?' for 6 cars in the original)
    rng = np.random.default_rng(1)
    rows = ["mpg,cylinders,displacement,horsepower,weight,acceleration,model_year"]
    for i in range(398):
        cyl = rng.choice([4, 6, 8])
        disp = cyl * rng.uniform(20, 45)
        hp = "?" if i in (32, 126, 330, 336, 354, 374) else f"{disp * rng.uniform(0.3, 0.6):.1f}"
        wt = 1500 + disp * 6 + rng.normal(0, 200)
        acc = rng.uniform(8, 24.8)
        yr = rng.integers(70, 83)
        mpg = 60 - 0.008 * wt + 0.6 * (yr - 70) + rng.normal(0, 2)
        rows.append(f"{mpg:.1f},{cyl},{disp:.1f},{hp},{wt:.0f},{acc:.1f},{yr}")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(rows) + "\n")


def parse_line(line):
    fields = tf.strings.split(line, ",")
    values = tf.strings.to_number(fields, out_type=tf.float32)
    return values[1:], values[0]


def make_ds(path, batch_size=32, shuffle=True):
    ds = tf.data.TextLineDataset(path).skip(1)
    if shuffle:
        ds = ds.shuffle(512, seed=0)
    return ds.map(parse_line, num_parallel_calls=tf.data.AUTOTUNE).batch(batch_size).prefetch(2)


def main():
    write_raw_csv(DATA)
    train_ds = make_ds(DATA)
    norm = keras.layers.Normalization()
    norm.adapt(train_ds.map(lambda x, y: x))
    model = keras.Sequential([
        keras.Input((6,)),
        norm,
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(1),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
    model.fit(train_ds, epochs=20, verbose=2)


if __name__ == "__main__":
    main()
