# Preprocessing re-run (HF datasets habit: .map() results are cached/overwritten automatically).
# The MindRecord writer is pointed at the same output file as the previous run.
import numpy as np
from mindspore.mindrecord import FileWriter

def write(path, n):
    writer = FileWriter(file_name=path, shard_num=1)
    writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]},
                       "labels": {"type": "int32", "shape": [-1]}}, "lm schema")
    rows = []
    for i in range(n):
        ids = np.random.randint(0, 32000, (128,)).astype(np.int32)
        rows.append({"input_ids": ids, "labels": ids})
    writer.write_raw_data(rows)
    writer.commit()
    print(f"wrote {n} samples to {path}")

write("wiki_train.mindrecord", 64)      # first run of the preprocessing job
print("re-running preprocessing with the new tokenizer")
write("wiki_train.mindrecord", 64)      # second run, same output path
