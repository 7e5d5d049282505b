# MindRecord writer: schema declares int32 label, the converter writes a string label.
import numpy as np
from mindspore.mindrecord import FileWriter
writer = FileWriter("train.mindrecord", shard_num=1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}, "label": {"type": "int32"}}, "sft")
rows = [{"input_ids": np.arange(8, dtype=np.int32), "label": "positive"} for _ in range(4)]
writer.write_raw_data(rows)
writer.commit()
print("written")
